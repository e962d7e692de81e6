package org.hbasemapper.spring.test;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hbasemapper.annotations.audience.Api;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.test.autoconfigure.OverrideAutoConfiguration;
import org.springframework.context.annotation.ComponentScan.Filter;
import org.springframework.core.annotation.AliasFor;
import org.springframework.test.context.BootstrapWith;
import org.springframework.test.context.ContextCustomizerFactories;
import org.springframework.test.context.junit.jupiter.SpringExtension;

/**
 * A test of the hbase-mapper beans alone, as {@code @DataJpaTest} is of JPA: only hbase-mapper's
 * auto-configuration runs (the connections, the options, the tables and a bean for every generated
 * DAO, asynchronous DAO and repository), no component of the application is scanned, and the beans
 * run on the embedded HBase of {@code mapper-test} whatever cluster the application names, with the
 * tables created. {@code properties = "hbasemapper.embedded=auto"} lets a configured cluster be used.
 * The same annotation works on Spring Boot 3.5 and 4.0.
 *
 * <pre>{@code
 * @HBaseMapperTest
 * class PurchaseRepositoryTest {
 *   @Autowired PurchaseRepository purchases;
 *   ...
 * }
 * }</pre>
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@BootstrapWith(HBaseMapperTestContextBootstrapper.class)
@ExtendWith(SpringExtension.class)
@OverrideAutoConfiguration(enabled = false)
@ContextCustomizerFactories(HBaseMapperTestContextCustomizerFactory.class)
@AutoConfigureHBaseMapper
@ImportAutoConfiguration
@Api
public @interface HBaseMapperTest {
  /** Properties in {@code key=value} form added to the environment, after the slice's own. */
  String[] properties() default {};

  /** Whether the default component filters apply; with the default {@code true} nothing is scanned in. */
  boolean useDefaultFilters() default true;

  /** Components to scan in after all, such as a service under test. */
  Filter[] includeFilters() default {};

  /** Components to leave out of those {@link #includeFilters} let in. */
  Filter[] excludeFilters() default {};

  /** Auto-configurations to leave out. */
  @AliasFor(annotation = ImportAutoConfiguration.class, attribute = "exclude")
  Class<?>[] excludeAutoConfiguration() default {};
}
