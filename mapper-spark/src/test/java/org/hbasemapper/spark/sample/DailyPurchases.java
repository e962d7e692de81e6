package org.hbasemapper.spark.sample;

import java.math.BigDecimal;
import java.time.LocalDate;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** What one user bought on one day (UTC): one row per user and day, the summary the job writes. */
@Table(name = "purchase_daily", namespace = "sparksample", defaultFamily = "d")
@Family(name = "d")
public record DailyPurchases(
    @RowKey(order = 0, width = 8) String userId,
    @RowKey(order = 1) LocalDate day,
    long purchases,
    int items,
    BigDecimal spent) {}
