package org.hbasemapper.spring.test;

import java.util.ArrayList;
import java.util.List;
import org.springframework.boot.test.context.SpringBootTestContextBootstrapper;
import org.springframework.core.annotation.MergedAnnotations;
import org.springframework.core.annotation.MergedAnnotations.SearchStrategy;

/**
 * Bootstraps {@link HBaseMapperTest}: the embedded HBase, then the test's own properties, which may
 * override it.
 */
class HBaseMapperTestContextBootstrapper extends SpringBootTestContextBootstrapper {
  @Override
  protected String[] getProperties(Class<?> testClass) {
    List<String> properties = new ArrayList<>();
    properties.add("hbasemapper.embedded=always");
    MergedAnnotations.from(testClass, SearchStrategy.INHERITED_ANNOTATIONS)
        .get(HBaseMapperTest.class)
        .getValue("properties", String[].class)
        .ifPresent(own -> properties.addAll(List.of(own)));
    return properties.toArray(String[]::new);
  }
}
