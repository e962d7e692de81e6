package org.hbasemapper.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.HBaseConfiguration;
import org.apache.hadoop.hbase.HConstants;
import org.apache.hadoop.hbase.client.ConnectionConfiguration;
import org.apache.hadoop.hbase.zookeeper.ReadOnlyZKClient;
import org.hbasemapper.runtime.ClientSettings;
import org.hbasemapper.test.EmbeddedHBase;
import org.junit.jupiter.api.Test;

/** The bounded client settings: one list in the docs, the runtime and the test cluster, of names HBase knows. */
class BoundedSettingsDocTest {
  private static final Path PRODUCTION_DOC = Path.of("..", "docs", "production.md");
  private static final Path QUICK_START = Path.of("..", "docs", "quick-start.md");
  private static final String MARKER = "<!-- bounded-client-settings";
  private static final Pattern SET_INT = Pattern.compile("conf\\.setInt\\(\"([^\"]+)\", ([0-9_]+)\\)");
  private static final Pattern PROPERTY =
      Pattern.compile("<property><name>([^<]+)</name><value>([^<]+)</value></property>");

  @Test
  void theDocsTheSamplesAndTheTestClusterUseTheSameSettings() throws IOException {
    Map<String, String> documented = documentedSettings();
    assertThat(documented).isNotEmpty();
    assertThat(ClientSettings.BOUNDED).containsExactlyEntriesOf(documented);
    assertThat(EmbeddedHBase.CLIENT_SETTINGS).containsExactlyEntriesOf(documented);
  }

  /** docs/production.md's Java form sets the same values; the quick start's application uses the runtime's. */
  @Test
  void theJavaExamplesSetTheSameSettings() throws IOException {
    Map<String, String> documented = documentedSettings();
    String doc = Files.readString(PRODUCTION_DOC, StandardCharsets.UTF_8);
    assertThat(setInts(doc)).containsExactlyEntriesOf(documented);
    String quickStart = Files.readString(QUICK_START, StandardCharsets.UTF_8);
    int app = quickStart.indexOf("<!-- quickstart: src/main/java/com/example/App.java -->");
    assertThat(app).as("the quick start's App.java").isNotNegative();
    assertThat(quickStart.substring(app, quickStart.indexOf("\n```\n", app + 60)))
        .contains("ClientSettings.bounded(HBaseConfiguration.create())");
  }

  @Test
  void everySettingIsOneHBaseReads() throws Exception {
    Set<String> known = knownSettingNames();
    assertThat(known).contains("hbase.client.operation.timeout", "zookeeper.recovery.retry");
    assertThat(ClientSettings.BOUNDED.keySet()).allSatisfy(name -> assertThat(known).contains(name));
  }

  @Test
  void boundedReplacesDefaultsButKeepsChosenValues() {
    Configuration conf = HBaseConfiguration.create();
    conf.set("hbase.rpc.timeout", "2500", "hbase-site.xml");
    ClientSettings.bounded(conf);
    assertThat(conf.get("hbase.client.operation.timeout")).isEqualTo("30000");   // was hbase-default.xml's
    assertThat(conf.get("zookeeper.recovery.retry")).isEqualTo("1");             // was unset
    assertThat(conf.get("hbase.rpc.timeout")).isEqualTo("2500");                 // chosen in hbase-site.xml
  }

  /** Each {@code conf.setInt("name", 10_000)} of {@code text}: name to value, underscores dropped. */
  private static Map<String, String> setInts(String text) {
    Map<String, String> settings = new LinkedHashMap<>();
    Matcher m = SET_INT.matcher(text);
    while (m.find()) {
      settings.put(m.group(1), m.group(2).replace("_", ""));
    }
    return settings;
  }

  /** The properties of the hbase-site.xml block that follows the marker in docs/production.md. */
  private static Map<String, String> documentedSettings() throws IOException {
    String doc = Files.readString(PRODUCTION_DOC, StandardCharsets.UTF_8);
    int marker = doc.indexOf(MARKER);
    assertThat(marker).as("marker %s in %s", MARKER, PRODUCTION_DOC).isNotNegative();
    int start = doc.indexOf("```xml", marker);
    String block = doc.substring(start, doc.indexOf("```", start + 6));
    Map<String, String> settings = new LinkedHashMap<>();
    Matcher m = PROPERTY.matcher(block);
    while (m.find()) {
      settings.put(m.group(1), m.group(2));
    }
    return settings;
  }

  /**
   * The names in HBase 2.6's hbase-default.xml and the configuration-name constants of the client
   * classes that read the others (HConstants, ConnectionConfiguration, ReadOnlyZKClient).
   */
  private static Set<String> knownSettingNames() throws Exception {
    Set<String> names = new TreeSet<>();
    try (InputStream in = HBaseConfiguration.class.getClassLoader().getResourceAsStream("hbase-default.xml")) {
      Matcher m = Pattern.compile("<name>([^<]+)</name>").matcher(new String(in.readAllBytes(), StandardCharsets.UTF_8));
      while (m.find()) {
        names.add(m.group(1));
      }
    }
    for (Class<?> type : new Class<?>[] {HConstants.class, ConnectionConfiguration.class, ReadOnlyZKClient.class}) {
      for (Field field : type.getDeclaredFields()) {
        if (Modifier.isStatic(field.getModifiers()) && field.getType() == String.class) {
          field.setAccessible(true);
          names.add((String) field.get(null));
        }
      }
    }
    return names;
  }
}
