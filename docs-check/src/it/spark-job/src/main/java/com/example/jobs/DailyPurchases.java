package com.example.jobs;

import java.math.BigDecimal;
import java.time.LocalDate;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** What one user bought on one day (UTC). */
@Table(name = "daily_purchases", namespace = "shop", defaultFamily = "d")
@Family(name = "d")
public record DailyPurchases(
    @RowKey(order = 0, width = 8) String userId,
    @RowKey(order = 1) LocalDate day,
    long purchases,
    int items,
    BigDecimal spent) {}
