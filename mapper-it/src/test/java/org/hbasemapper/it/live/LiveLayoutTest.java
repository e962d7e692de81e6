package org.hbasemapper.it.live;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.List;
import org.apache.hadoop.hbase.NamespaceDescriptor;
import org.apache.hadoop.hbase.client.Admin;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.TableDescriptor;
import org.apache.hadoop.hbase.client.TableDescriptorBuilder;
import org.hbasemapper.it.recordtypes.OrderRowDao;
import org.hbasemapper.it.seeds.StarMapper;
import org.hbasemapper.it.seeds.UserMapper;
import org.hbasemapper.layout.LayoutText;
import org.hbasemapper.runtime.LayoutCheck;
import org.hbasemapper.runtime.LayoutMismatchException;
import org.hbasemapper.runtime.MapperOptions;
import org.hbasemapper.runtime.SchemaManager;
import org.hbasemapper.runtime.TableSchema;
import org.hbasemapper.test.HBaseTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The layout a live table records, against the mini cluster. The deployed build is {@link Device}; the
 * next deploy is {@link #DEVICE} changed and compiled at test time with the processor, a class of the
 * same name in its own class loader, as another deploy of the service runs it. Each test maps the
 * declared namespace {@code live} to its own.
 */
@HBaseTest
class LiveLayoutTest {
  /** {@link Device}'s source, which the next builds change. */
  static final String DEVICE = """
      package org.hbasemapper.it.live;

      import org.hbasemapper.annotations.Family;
      import org.hbasemapper.annotations.RowKey;
      import org.hbasemapper.annotations.Table;

      @Table(name = "device", namespace = "live", defaultFamily = "d")
      @Family(name = "d")
      public record Device(@RowKey(order = 0, width = 8) String id, String name, int battery) {}
      """;
  private static final String DEVICE_CLASS = "org.hbasemapper.it.live.Device";
  private static final String KEY = "hbasemapper.layout." + DEVICE_CLASS;
  private static final TableSchema DEPLOYED = DeviceMapper.INSTANCE.schema();

  private static SchemaManager schemas(Connection connection, String namespace) {
    return new SchemaManager(connection, MapperOptions.defaults().withNamespace("live", namespace));
  }

  private static TableDescriptor descriptor(Connection connection, String namespace, String table) throws IOException {
    try (Admin admin = connection.getAdmin()) {
      return admin.getDescriptor(org.apache.hadoop.hbase.TableName.valueOf(namespace, table));
    }
  }

  @Test
  void createRecordsTheLayoutInTheTableDescriptor(Connection connection) throws IOException {
    SchemaManager schemas = schemas(connection, "live_create");
    schemas.create(DEPLOYED);

    assertThat(descriptor(connection, "live_create", "device").getValue(KEY)).isEqualTo("""
        entity org.hbasemapper.it.live.Device
          key id utf8 width=8
          family d versions=1 min-versions=0 ttl=2147483647 compression=NONE bloom=ROW block-size=65536 \
        block-cache=true in-memory=false
          cell d:name utf8 field=name
          cell d:battery int32 field=battery
          presence d:battery column
        """);
    assertThat(LayoutText.renderEntity(DEPLOYED.layout().orElseThrow()))
        .isEqualTo(descriptor(connection, "live_create", "device").getValue(KEY));
    assertThat(schemas.differences(DEPLOYED)).isEmpty();
    assertThat(schemas.checkLayouts(DEPLOYED)).extracting(LayoutCheck::state).containsExactly(LayoutCheck.State.SAME);
    assertThat(schemas.differences(NextDeploy.compile(DEVICE_CLASS, DEVICE).schema(DEVICE_CLASS)))
        .as("the same source built again").isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', textBlock = """
      width  | width = 8)                    | width = 16)
      rename | String name,                  | String label,
      salt   | @Family(name = "d")           | @Family(name = "d") @org.hbasemapper.annotations.Salt(buckets = 4)
      """)
  void theNextDeployWithABreakingLayoutIsRefusedInTheWordsOfTheCompileError(String change, String from, String to,
      Connection connection) throws IOException {
    String namespace = "live_" + change;
    SchemaManager schemas = schemas(connection, namespace);
    schemas.create(DEPLOYED);
    DeviceDao devices = new DeviceDao(connection, MapperOptions.defaults().withNamespace("live", namespace));
    devices.put(new Device("kitchen1", "kitchen", 80));
    TableDescriptor before = descriptor(connection, namespace, "device");
    String next = DEVICE.replace(from, to);
    TableSchema nextSchema = NextDeploy.compile(DEVICE_CLASS, next).schema(DEVICE_CLASS);

    List<String> differences = schemas.differences(nextSchema);
    List<String> compileErrors = NextDeploy.compileErrors(DEPLOYED.layout().orElseThrow(), "live:device",
        DEVICE_CLASS, next);
    assertThat(compileErrors).hasSize(1);
    String compileWords = compileErrors.get(0).substring(0, compileErrors.get(0).indexOf(" (stored layout: "))
        .replace("live:device", namespace + ":device");
    assertThat(differences).contains(compileWords + " (recorded layout: " + KEY + ")");
    assertThat(compileWords).contains(namespace + ":device").contains("Ways forward: ");

    assertThatThrownBy(() -> schemas.ensure(nextSchema)).isInstanceOf(LayoutMismatchException.class)
        .hasMessageStartingWith("SchemaManager.ensure changed nothing in " + namespace + ":device: the running "
            + "build's layout does not read the rows stored there (1 problem): " + compileWords)
        .hasMessageNotContaining("\n");
    assertThat(descriptor(connection, namespace, "device")).as("nothing changed").isEqualTo(before);
    assertThat(devices.get("kitchen1")).contains(new Device("kitchen1", "kitchen", 80));
    assertThatThrownBy(() -> schemas.recordLayout(nextSchema)).isInstanceOf(LayoutMismatchException.class);
    assertThat(descriptor(connection, namespace, "device")).isEqualTo(before);
  }

  @Test
  void twoDeploysOnDifferentLayoutsMeetAtStartUpWhicheverComesFirst(Connection connection) {
    TableSchema salted = NextDeploy.compile(DEVICE_CLASS, DEVICE.replace("@Family(name = \"d\")",
        "@Family(name = \"d\") @org.hbasemapper.annotations.Salt(buckets = 4)")).schema(DEVICE_CLASS);

    SchemaManager deployA = schemas(connection, "live_deploys");
    SchemaManager deployB = schemas(connection, "live_deploys");
    assertThat(deployA.ensure(DEPLOYED)).containsExactly("created table live_deploys:device");
    assertThatThrownBy(() -> deployB.ensure(salted)).isInstanceOf(LayoutMismatchException.class)
        .hasMessageContaining("Device adds @Salt (salt buckets=4 of=1): every row already stored in "
            + "live_deploys:device becomes unreachable");
    assertThat(deployA.ensure(DEPLOYED)).as("the deployed build starts again").isEmpty();

    SchemaManager saltedFirst = schemas(connection, "live_deploys_b");
    saltedFirst.ensure(salted);
    assertThatThrownBy(() -> schemas(connection, "live_deploys_b").ensure(DEPLOYED))
        .isInstanceOf(LayoutMismatchException.class)
        .hasMessageContaining("Device removes @Salt (salt buckets=4 of=1)");
  }

  @Test
  void aCompatibleChangeIsRecordedByEnsure(Connection connection) throws IOException {
    SchemaManager schemas = schemas(connection, "live_compatible");
    schemas.create(DEPLOYED);
    TableSchema withNote = NextDeploy.compile(DEVICE_CLASS, DEVICE.replace("int battery)", "int battery, String note)"))
        .schema(DEVICE_CLASS);

    assertThat(schemas.differences(withNote)).containsExactly("compatible layout change (ensure records it): "
        + "Device.note is a new cell d:note: rows stored before it read it as absent");
    assertThat(schemas.ensure(withNote)).containsExactly("recorded the layout of Device (" + KEY + ")");

    assertThat(descriptor(connection, "live_compatible", "device").getValue(KEY))
        .isEqualTo(LayoutText.renderEntity(withNote.layout().orElseThrow()))
        .contains("cell d:note utf8 field=note");
    assertThat(schemas.differences(withNote)).isEmpty();
    assertThat(schemas.differences(DEPLOYED)).as("the build before it still reads the rows")
        .containsExactly("compatible layout change (ensure records it): Device no longer maps d:note (field note): "
            + "its stored values stay in the rows, unread");
  }

  @Test
  void aTableCreatedWithoutALayoutIsUnknownUntilRecorded(Connection connection) throws IOException {
    try (Admin admin = connection.getAdmin()) {
      admin.createNamespace(NamespaceDescriptor.create("live_unknown").build());
      admin.createTable(TableDescriptorBuilder.newBuilder(
              org.apache.hadoop.hbase.TableName.valueOf("live_unknown", "device"))
          .setColumnFamily(DEPLOYED.families().get(0).toDescriptor()).build());
    }
    SchemaManager schemas = schemas(connection, "live_unknown");
    String unknown = "layout unknown: live_unknown:device records no layout of Device (created before hbase-mapper "
        + "recorded layouts, or not by SchemaManager), so only its families and options are compared; once its "
        + "rows are known to be Device's as this build maps them, record the layout with "
        + "SchemaManager.recordLayout(schema)";

    assertThat(schemas.differences(DEPLOYED)).containsExactly(unknown);
    assertThat(schemas.ensure(DEPLOYED)).as("a person says whose rows they are").isEmpty();
    assertThat(descriptor(connection, "live_unknown", "device").getValue(KEY)).isNull();

    assertThat(schemas.recordLayout(DEPLOYED)).containsExactly("recorded the layout of Device (" + KEY + ")");
    assertThat(descriptor(connection, "live_unknown", "device").getValue(KEY))
        .isEqualTo(LayoutText.renderEntity(DEPLOYED.layout().orElseThrow()));
    assertThat(schemas.differences(DEPLOYED)).isEmpty();
  }

  @Test
  void aRenamedClassTakesOverTheLayoutOfTheClassItWas(Connection connection) throws IOException {
    String gadget = "org.hbasemapper.it.live.Gadget";
    TableSchema before = NextDeploy.compile(gadget, DEVICE.replace("record Device", "record Gadget")).schema(gadget);
    SchemaManager schemas = schemas(connection, "live_renamed");
    schemas.create(before);

    assertThat(schemas.differences(DEPLOYED)).containsExactly("layout of Device recorded as " + gadget + ", a class "
        + "this build does not have, taken for its former name (ensure records it as " + DEVICE_CLASS + ")");
    assertThat(schemas.ensure(DEPLOYED)).containsExactly("recorded the layout of Device (" + KEY + "), compared "
        + "with " + gadget + "'s, which stays recorded");
    TableDescriptor live = descriptor(connection, "live_renamed", "device");
    assertThat(live.getValue(KEY)).isEqualTo(LayoutText.renderEntity(DEPLOYED.layout().orElseThrow()));
    assertThat(live.getValue("hbasemapper.layout." + gadget)).as("it may be another service's entity").isNotNull();
    assertThat(schemas.differences(DEPLOYED)).isEmpty();

    TableSchema wider = NextDeploy.compile(DEVICE_CLASS, DEVICE.replace("width = 8)", "width = 16)"))
        .schema(DEVICE_CLASS);
    assertThat(schemas.differences(wider)).as("compared with its own layout from now on").singleElement()
        .asString().startsWith("Device.id changes the width of key part 0 from 8 bytes to 16 bytes")
        .endsWith("(recorded layout: " + KEY + ")");
  }

  @Test
  void aSharedTableRecordsOneLayoutPerEntity(Connection connection) throws IOException {
    new SchemaManager(connection, MapperOptions.defaults().withNamespace("book", "live_group"))
        .create(OrderRowDao.GROUP.schema());
    assertThat(descriptor(connection, "live_group", "orders").getValues().keySet())
        .map(k -> k.toString()).filteredOn(k -> k.startsWith("hbasemapper.layout."))
        .containsExactlyInAnyOrder("hbasemapper.layout.org.hbasemapper.it.recordtypes.OrderHeader",
            "hbasemapper.layout.org.hbasemapper.it.recordtypes.ShippingLocation",
            "hbasemapper.layout.org.hbasemapper.it.recordtypes.LineItem");

    SchemaManager views = new SchemaManager(connection, MapperOptions.defaults().withNamespace("weibo", "live_views"));
    views.createIfMissing(UserMapper.INSTANCE.schema());
    assertThat(views.differences(StarMapper.INSTANCE.schema())).singleElement().asString()
        .startsWith("layout of Star not recorded yet: live_views:user records the layouts of "
            + "org.hbasemapper.it.seeds.User but not org.hbasemapper.it.seeds.Star's");
    assertThat(views.ensure(StarMapper.INSTANCE.schema()))
        .containsExactly("recorded the layout of Star (hbasemapper.layout.org.hbasemapper.it.seeds.Star)");
    assertThat(views.differences(UserMapper.INSTANCE.schema())).isEmpty();
    assertThat(views.differences(StarMapper.INSTANCE.schema())).isEmpty();
  }
}
