package org.hbasemapper.spring.test;

import java.util.List;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.test.context.ContextConfigurationAttributes;
import org.springframework.test.context.ContextCustomizer;
import org.springframework.test.context.ContextCustomizerFactory;
import org.springframework.test.context.MergedContextConfiguration;
import org.springframework.test.context.TestContextAnnotationUtils;

/**
 * Puts the {@link HBaseMapperTypeExcludeFilter} of an {@link HBaseMapperTest} into the test's context
 * before its component scan runs. Named by {@link HBaseMapperTest} itself, through Spring's
 * {@code @ContextCustomizerFactories}, so it runs for those tests only.
 */
final class HBaseMapperTestContextCustomizerFactory implements ContextCustomizerFactory {
  @Override
  public ContextCustomizer createContextCustomizer(Class<?> testClass,
      List<ContextConfigurationAttributes> configurations) {
    HBaseMapperTest slice = TestContextAnnotationUtils.findMergedAnnotation(testClass, HBaseMapperTest.class);
    return slice == null ? null : new ExcludeFilterCustomizer(new HBaseMapperTypeExcludeFilter(slice,
        testClass.getClassLoader()));
  }

  /** Registers the filter; equal for equal filters, which keeps the test context cache working. */
  private record ExcludeFilterCustomizer(HBaseMapperTypeExcludeFilter filter) implements ContextCustomizer {
    @Override
    public void customizeContext(ConfigurableApplicationContext context, MergedContextConfiguration configuration) {
      context.getBeanFactory().registerSingleton(HBaseMapperTypeExcludeFilter.class.getName(), filter);
    }
  }
}
