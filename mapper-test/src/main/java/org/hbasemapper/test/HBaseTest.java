package org.hbasemapper.test;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hbasemapper.annotations.audience.Api;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Runs a JUnit 5 test class against the JVM's shared {@link EmbeddedHBase}: test methods,
 * constructors and lifecycle methods may take an {@code org.apache.hadoop.hbase.client.Connection},
 * an {@code AsyncConnection} (for asynchronous DAOs) or an {@link EmbeddedHBase} parameter.
 *
 * <pre>{@code
 * @HBaseTest
 * class UserDaoTest {
 *   @Test
 *   void roundTrips(Connection connection) { ... }
 * }
 * }</pre>
 */
@Documented
@Inherited
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@ExtendWith(HBaseExtension.class)
@Api
public @interface HBaseTest {}
