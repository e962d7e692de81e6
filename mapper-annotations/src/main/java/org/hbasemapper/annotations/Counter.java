package org.hbasemapper.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hbasemapper.annotations.audience.Api;

/**
 * On a {@code long} field with {@link Column}: an HBase counter cell (an 8-byte big-endian long),
 * changed atomically on the server with the DAO's generated {@code increment<Field>(key..., delta)}
 * instead of read-modify-write.
 *
 * <p>Only a column can be a counter: on a {@link RowKey} component, a {@link DynamicColumns} map, the
 * {@link Timestamp} or a {@link Transient} field it is a compile error, and it goes with neither
 * {@link Version}, {@link Versions} nor {@link Convert}. For a counter per key of a map (unread
 * messages per member, say), declare a {@code @DynamicColumns Map<K, Long>} without
 * {@code @Counter} and change one entry atomically with {@code dao.<field>(rowKey).increment(key, delta)}.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.RECORD_COMPONENT})
@Api
public @interface Counter {}
