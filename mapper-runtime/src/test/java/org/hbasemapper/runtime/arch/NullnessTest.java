package org.hbasemapper.runtime.arch;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.lang.reflect.AnnotatedParameterizedType;
import java.lang.reflect.AnnotatedType;
import java.lang.reflect.Method;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.apache.hadoop.hbase.client.Result;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.runtime.AsyncWideRow;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.MappingException;
import org.hbasemapper.runtime.PageRequest;
import org.hbasemapper.runtime.ProjectionMapper;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.runtime.WideRowSource;
import org.hbasemapper.runtime.dao.AsyncEntityDao;
import org.hbasemapper.runtime.observe.Operation;
import org.jspecify.annotations.NullMarked;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/**
 * The API's nullness as Kotlin and nullness checkers read it (JSpecify): every package holding an
 * {@code @Api} type is {@code @NullMarked}, so its types are non-null unless they say otherwise, and
 * the places where null is an answer or an accepted argument say {@code @Nullable}. docs/kotlin.md
 * shows what Kotlin makes of it.
 */
class NullnessTest {
  @Test
  void everyPackageHoldingApiIsNullMarked() {
    Set<String> unmarked = new TreeSet<>();
    for (JavaClass type : new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
        .importPackages("org.hbasemapper.runtime")) {
      if (type.isAnnotatedWith(Api.class) && !type.reflect().getPackage().isAnnotationPresent(NullMarked.class)) {
        unmarked.add(type.getPackageName());
      }
    }
    assertThat(unmarked).as("packages with @Api types and no @NullMarked").isEmpty();
  }

  @Test
  void anEmptyResultMapsToNull() throws Exception {
    assertThat(returnType(EntityMapper.class.getMethod("fromResult", Result.class))).isTrue();
    assertThat(parameter(EntityMapper.class.getMethod("fromResult", Result.class), 0)).isTrue();
    assertThat(returnType(EntityMapper.class.getMethod("fromResult", Result.class, WideRowSource.class))).isTrue();
    assertThat(returnType(ProjectionMapper.class.getMethod("fromResult", Result.class))).isTrue();
  }

  @Test
  void answersThatMayBeMissingAreNullable() throws Exception {
    assertThat(returnType(MappingException.class.getMethod("column"))).as("the row key's own errors").isTrue();
    assertThat(returnType(TableSchema.class.getMethod("versionColumn"))).as("no @Version").isTrue();
    assertThat(parameter(Operation.class.getMethod("end", Throwable.class), 0)).as("success").isTrue();
  }

  @Test
  void theFuturesOfOperationsWithoutAnAnswerCompleteWithNull() throws Exception {
    for (Method m : List.of(AsyncEntityDao.class.getMethod("put", Object.class),
        AsyncEntityDao.class.getMethod("delete", Object.class), AsyncWideRow.class.getMethod("remove", Object.class))) {
      AnnotatedType value = ((AnnotatedParameterizedType) m.getAnnotatedReturnType()).getAnnotatedActualTypeArguments()[0];
      assertThat(nullable(value)).as(m.getName()).isTrue();
    }
  }

  @Test
  void answersThatAreNeverNullStayNonNull() throws Exception {
    assertThat(returnType(EntityMapper.class.getMethod("schema"))).isFalse();
    assertThat(returnType(PageRequest.class.getMethod("cursor"))).isFalse();
    assertThat(PageRequest.class.getMethod("cursor").getReturnType()).isEqualTo(Optional.class);
  }

  private static boolean returnType(Method method) {
    return nullable(method.getAnnotatedReturnType());
  }

  private static boolean parameter(Method method, int index) {
    return nullable(method.getAnnotatedParameterTypes()[index]);
  }

  private static boolean nullable(AnnotatedType type) {
    return type.isAnnotationPresent(Nullable.class);
  }
}
