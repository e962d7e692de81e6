package org.hbasemapper.mapreduce.bulk;

import java.time.Instant;
import org.hbasemapper.annotations.CreatedDate;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.LastModifiedDate;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** An entity with audit dates, for bulk loads. */
@Table(name = "signup", namespace = "bulk", defaultFamily = "d")
@Family(name = "d")
public record Signup(@RowKey long id, String email, @CreatedDate Instant created, @LastModifiedDate Instant modified) {}
