package org.hbasemapper.spring.test;

import org.hbasemapper.annotations.audience.Internal;
import org.springframework.boot.test.autoconfigure.filter.StandardAnnotationCustomizableTypeExcludeFilter;

/** Leaves every scanned component out of an {@link HBaseMapperTest} unless its filters let it in. */
@Internal
public final class HBaseMapperTypeExcludeFilter
    extends StandardAnnotationCustomizableTypeExcludeFilter<HBaseMapperTest> {
  HBaseMapperTypeExcludeFilter(Class<?> testClass) {
    super(testClass);
  }
}
