package org.hbasemapper.it.filter;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Date;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** A value of every type a condition can compare, each nullable (a null writes no cell). */
@Table(name = "sample", namespace = "flt", defaultFamily = "d")
@Family(name = "d")
@Family(name = "x")
public record Sample(
    @RowKey long id,
    Integer i,
    Long l,
    Short s,
    Byte b,
    Double d,
    Float f,
    String text,
    Boolean flag,
    BigDecimal amount,
    Instant at,
    LocalDate day,
    Date date,
    @Column(family = "x") String other) {}
