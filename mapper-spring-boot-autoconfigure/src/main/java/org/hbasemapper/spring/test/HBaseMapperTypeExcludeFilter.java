package org.hbasemapper.spring.test;

import java.io.IOException;
import java.lang.annotation.Annotation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;
import org.springframework.beans.BeanUtils;
import org.springframework.boot.context.TypeExcludeFilter;
import org.springframework.context.annotation.ComponentScan.Filter;
import org.springframework.core.type.classreading.MetadataReader;
import org.springframework.core.type.classreading.MetadataReaderFactory;
import org.springframework.core.type.filter.AnnotationTypeFilter;
import org.springframework.core.type.filter.AspectJTypeFilter;
import org.springframework.core.type.filter.AssignableTypeFilter;
import org.springframework.core.type.filter.RegexPatternTypeFilter;
import org.springframework.core.type.filter.TypeFilter;

/**
 * Leaves every scanned component out of an {@link HBaseMapperTest} unless its {@code includeFilters}
 * let it in and its {@code excludeFilters} do not take it out again. Spring Boot's component scan asks
 * every {@link TypeExcludeFilter} bean, and {@link HBaseMapperTestContextCustomizerFactory} registers
 * this one. Built on {@link TypeExcludeFilter} alone, which both Spring Boot lines have in the same
 * place, rather than on Spring Boot's slice filter classes, which Spring Boot 4 moved to another
 * package. Equal for equal annotations, so that tests with the same slice share one context.
 */
final class HBaseMapperTypeExcludeFilter extends TypeExcludeFilter {
  private final Filter[] includes;
  private final Filter[] excludes;
  private final List<TypeFilter> includeFilters;
  private final List<TypeFilter> excludeFilters;

  HBaseMapperTypeExcludeFilter(HBaseMapperTest slice, ClassLoader loader) {
    this.includes = slice.includeFilters();
    this.excludes = slice.excludeFilters();
    this.includeFilters = typeFilters(includes, loader);
    this.excludeFilters = typeFilters(excludes, loader);
  }

  @Override
  public boolean match(MetadataReader reader, MetadataReaderFactory factory) throws IOException {
    return !(anyMatches(includeFilters, reader, factory) && !anyMatches(excludeFilters, reader, factory));
  }

  private static boolean anyMatches(List<TypeFilter> filters, MetadataReader reader, MetadataReaderFactory factory)
      throws IOException {
    for (TypeFilter filter : filters) {
      if (filter.match(reader, factory)) {
        return true;
      }
    }
    return false;
  }

  /** The type filters {@code filters} stand for, as {@code @ComponentScan} reads them. */
  private static List<TypeFilter> typeFilters(Filter[] filters, ClassLoader loader) {
    List<TypeFilter> typeFilters = new ArrayList<>();
    for (Filter filter : filters) {
      for (Class<?> type : filter.classes()) {
        typeFilters.add(switch (filter.type()) {
          case ANNOTATION -> new AnnotationTypeFilter(type.asSubclass(Annotation.class));
          case ASSIGNABLE_TYPE -> new AssignableTypeFilter(type);
          case CUSTOM -> BeanUtils.instantiateClass(type.asSubclass(TypeFilter.class));
          default -> throw new IllegalArgumentException("@HBaseMapperTest filter of type " + filter.type()
              + " names classes (" + type.getName() + "); a " + filter.type() + " filter takes a pattern");
        });
      }
      for (String pattern : filter.pattern()) {
        typeFilters.add(switch (filter.type()) {
          case REGEX -> new RegexPatternTypeFilter(Pattern.compile(pattern));
          case ASPECTJ -> new AspectJTypeFilter(pattern, loader);
          default -> throw new IllegalArgumentException("@HBaseMapperTest filter of type " + filter.type()
              + " has a pattern ('" + pattern + "'); a " + filter.type() + " filter takes classes");
        });
      }
    }
    return List.copyOf(typeFilters);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof HBaseMapperTypeExcludeFilter filter && Arrays.equals(includes, filter.includes)
        && Arrays.equals(excludes, filter.excludes);
  }

  @Override
  public int hashCode() {
    return Objects.hash(Arrays.hashCode(includes), Arrays.hashCode(excludes));
  }
}
