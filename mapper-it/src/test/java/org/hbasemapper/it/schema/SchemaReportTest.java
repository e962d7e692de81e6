package org.hbasemapper.it.schema;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.hbasemapper.runtime.EntityMapper;
import org.junit.jupiter.api.Test;

/**
 * The schema report the processor wrote for this module's entities says what the generated
 * mappers' schemas say: the same tables, and the same HBase shell {@code create} statement, for
 * plain, salted and MD5-prefixed keys alike. No cluster needed.
 */
class SchemaReportTest {
  private static final Pattern TABLE = Pattern.compile(
      "\n## (\\S+)\n\nEntity `([\\w.]+)`\\..*?```\n(create [^\n]*)\n```", Pattern.DOTALL);

  @Test
  void reportAgreesWithEveryGeneratedSchema() throws Exception {
    String report;
    try (InputStream in = getClass().getClassLoader().getResourceAsStream("META-INF/hbase-mapper/schema.md")) {
      assertThat(in).as("schema report in the test class output").isNotNull();
      report = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    Map<String, String> shellByEntity = new LinkedHashMap<>();
    Matcher m = TABLE.matcher(report);
    while (m.find()) {
      EntityMapper<?, ?> mapper = mapperOf(m.group(2));
      assertThat(mapper.schema().tableName().getNameAsString().replaceFirst("^(?!.*:)", "default:"))
          .isEqualTo(m.group(1));
      shellByEntity.put(m.group(2), m.group(3));
      assertThat(m.group(3)).as("shell create of %s", m.group(2)).isEqualTo(mapper.schema().shellCreateCommand());
    }
    assertThat(shellByEntity).containsKeys("org.hbasemapper.it.query.Reading", "org.hbasemapper.it.query.Document",
        "org.hbasemapper.it.seeds.User", "org.hbasemapper.it.seeds.Animal");
    assertThat(shellByEntity.get("org.hbasemapper.it.query.Reading")).contains("SPLITS");
  }

  @Test
  void jsonReportListsTheSameTables() throws IOException {
    try (InputStream in = getClass().getClassLoader().getResourceAsStream("META-INF/hbase-mapper/schema.json")) {
      assertThat(in).isNotNull();
      String json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      assertThat(json).startsWith("{\n  \"tables\": [").contains("\"entity\": \"org.hbasemapper.it.query.Reading\"")
          .contains("\"kind\": \"salt\"").contains("\"kind\": \"md5\"");
    }
  }

  private static EntityMapper<?, ?> mapperOf(String entity) throws ReflectiveOperationException {
    Class<?> type = Class.forName(entity);
    String mapper = type.getPackageName() + "." + type.getName().substring(type.getPackageName().length() + 1)
        .replace('$', '_') + "Mapper";
    return (EntityMapper<?, ?>) Class.forName(mapper).getField("INSTANCE").get(null);
  }
}
