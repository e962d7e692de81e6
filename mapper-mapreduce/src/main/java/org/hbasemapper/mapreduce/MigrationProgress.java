package org.hbasemapper.mapreduce;

import java.time.Duration;
import org.hbasemapper.annotations.audience.Api;

/**
 * Where a {@link Migration} is, reported after each chunk is loaded and its checkpoint written. The
 * counts cover the whole migration, chunks of earlier runs included; they never carry a row's values.
 *
 * @param read rows of the old entity read (other record types of a shared table not counted)
 * @param written new entities written (with their index and relation rows)
 * @param skipped rows the mapping function returned null for
 * @param badRows rows that did not read through the old layout, skipped as asked
 * @param otherRecordTypes rows of other record types of a shared table, passed over
 * @param chunks chunks loaded
 * @param elapsed time since this run began
 */
@Api
public record MigrationProgress(long read, long written, long skipped, long badRows, long otherRecordTypes,
    long chunks, Duration elapsed) {}
