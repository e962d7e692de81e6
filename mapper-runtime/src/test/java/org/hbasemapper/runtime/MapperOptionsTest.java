package org.hbasemapper.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.hadoop.hbase.TableName;
import org.junit.jupiter.api.Test;

/** The namespace mapping of {@link MapperOptions}: what it maps, what it leaves, what it refuses. */
class MapperOptionsTest {

  @Test
  void mapsADeclaredNamespaceToTheOneUsed() {
    MapperOptions options = MapperOptions.defaults().withNamespace("weibo", "weibo_staging");

    assertThat(options.namespace("weibo")).isEqualTo("weibo_staging");
    assertThat(options.tableName(TableName.valueOf("weibo", "user")))
        .isEqualTo(TableName.valueOf("weibo_staging", "user"));
    assertThat(options.namespaces()).containsExactly(Map.entry("weibo", "weibo_staging"));
  }

  @Test
  void leavesNamespacesItDoesNotMap() {
    MapperOptions options = MapperOptions.defaults().withNamespace("weibo", "weibo_staging");

    assertThat(options.namespace("shop")).isEqualTo("shop");
    assertThat(options.namespace("default")).isEqualTo("default");
    TableName sale = TableName.valueOf("shop", "sale");
    assertThat(options.tableName(sale)).isSameAs(sale);
    TableName plain = TableName.valueOf("event");
    assertThat(options.tableName(plain)).isSameAs(plain);
  }

  @Test
  void theClockIsTheSystemsInUtcUnlessSetAndSettingItKeepsTheRest() {
    assertThat(MapperOptions.defaults().clock()).isEqualTo(Clock.systemUTC());
    Clock fixed = Clock.fixed(Instant.EPOCH, ZoneOffset.UTC);
    MapperOptions options = MapperOptions.defaults().withNamespace("weibo", "weibo_qa").withClock(fixed);
    assertThat(options.clock()).isSameAs(fixed);
    assertThat(options.namespace("weibo")).isEqualTo("weibo_qa");
    assertThat(options.withNamespace("shop", "shop_qa").clock()).isSameAs(fixed);
    assertThatThrownBy(() -> options.withClock(null))
        .isInstanceOf(NullPointerException.class).hasMessage("clock");
  }

  @Test
  void defaultsMapNothing() {
    assertThat(MapperOptions.defaults().namespaces()).isEmpty();
    assertThat(MapperOptions.defaults().namespace("weibo")).isEqualTo("weibo");
  }

  @Test
  void withNamespacesAddsEachMappingAndALaterOneWins() {
    Map<String, String> map = new LinkedHashMap<>();
    map.put("weibo", "weibo_qa");
    map.put("shop", "shop_qa");
    MapperOptions options = MapperOptions.defaults().withNamespace("weibo", "weibo_staging").withNamespaces(map);

    assertThat(options.namespaces()).containsOnly(Map.entry("weibo", "weibo_qa"), Map.entry("shop", "shop_qa"));
  }

  @Test
  void isImmutable() {
    MapperOptions defaults = MapperOptions.defaults();
    MapperOptions mapped = defaults.withNamespace("weibo", "weibo_staging");

    assertThat(defaults.namespaces()).isEmpty();
    assertThat(mapped).isNotSameAs(defaults);
    assertThatThrownBy(() -> mapped.namespaces().put("shop", "shop_qa"))
        .isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void refusesAnIllegalUsedNamespaceNamingItAndTheRule() {
    assertThatThrownBy(() -> MapperOptions.defaults().withNamespace("weibo", "weibo-staging"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("'weibo-staging' is no legal HBase namespace name for the used namespace: "
            + "use letters, digits and '_'");
  }

  @Test
  void refusesAnIllegalDeclaredNamespace() {
    assertThatThrownBy(() -> MapperOptions.defaults().withNamespace("we:ibo", "weibo_staging"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'we:ibo' is no legal HBase namespace name for the declared namespace");
    assertThatThrownBy(() -> MapperOptions.defaults().withNamespaces(Map.of("weibo", "")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'' is no legal HBase namespace name for the used namespace");
  }

  @Test
  void refusesNull() {
    assertThatThrownBy(() -> MapperOptions.defaults().withNamespace(null, "weibo_staging"))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("declared namespace");
    assertThatThrownBy(() -> MapperOptions.defaults().withNamespace("weibo", null))
        .isInstanceOf(NullPointerException.class)
        .hasMessage("used namespace");
  }
}
