package org.hbasemapper.it.shaded;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.File;
import java.io.IOException;
import java.net.URL;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import javax.xml.stream.XMLInputFactory;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.ConnectionFactory;
import org.apache.hadoop.hbase.zookeeper.ReadOnlyZKClient;
import org.junit.jupiter.api.Test;

/**
 * This JVM runs on hbase-shaded-client alone: the HBase and Hadoop classes the runtime and the
 * generated code use come from its jar, once, and the libraries it relocated are not on the class
 * path under their own names. Without this the other tests could pass on the unshaded client.
 */
class ShadedClasspathTest {
  static final String SHADED_JAR = "hbase-shaded-client-";

  @Test
  void hbaseAndHadoopClassesComeFromTheShadedJarOnly() throws IOException {
    for (Class<?> type : List.of(ConnectionFactory.class, Connection.class, Configuration.class,
        ReadOnlyZKClient.class)) {
      assertThat(copiesOf(type)).as(type.getName()).singleElement()
          .satisfies(url -> assertThat(url.getPath()).contains("/" + SHADED_JAR));
    }
  }

  @Test
  void noUnshadedHBaseOrHadoopJarIsOnTheClassPath() {
    List<String> jars = Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
        .map(entry -> new File(entry).getName())
        .toList();
    assertThat(jars).anyMatch(jar -> jar.startsWith(SHADED_JAR));
    for (String unshaded : List.of("hbase-client-", "hbase-common-", "hbase-protocol-", "hbase-shaded-netty-",
        "hbase-shaded-protobuf-", "hadoop-common-", "hadoop-auth-", "zookeeper-", "guava-", "jackson-mapper-asl-",
        "netty-", "protobuf-java-")) {
      assertThat(jars).as(unshaded).noneMatch(jar -> jar.startsWith(unshaded));
    }
  }

  @Test
  void theLibrariesTheClientUsesAreRelocated() throws Exception {
    // the client's ZooKeeper connection is a relocated ZooKeeper; the original is not loadable
    Class<?> zooKeeper = ReadOnlyZKClient.class.getDeclaredField("zookeeper").getType();
    assertThat(zooKeeper.getName()).isEqualTo("org.apache.hadoop.hbase.shaded.org.apache.zookeeper.ZooKeeper");
    for (String original : List.of("org.apache.zookeeper.ZooKeeper", "com.google.common.base.Preconditions",
        "org.codehaus.jackson.map.ObjectMapper", "com.fasterxml.jackson.databind.ObjectMapper",
        "org.mortbay.jetty.Server", "io.netty.channel.Channel", "com.google.protobuf.Message")) {
      assertThatThrownBy(() -> Class.forName(original)).as(original).isInstanceOf(ClassNotFoundException.class);
    }
  }

  /**
   * Service registrations are not relocated: the shaded jar makes its Woodstox the JVM's StAX
   * implementation (docs/clients.md tells users; the unshaded client's woodstox-core does the same).
   */
  @Test
  void theShadedJarRegistersItsRelocatedWoodstoxAsTheStaxImplementation() {
    assertThat(XMLInputFactory.newFactory().getClass().getName())
        .isEqualTo("org.apache.hadoop.hbase.shaded.com.ctc.wstx.stax.WstxInputFactory");
  }

  /** Every class-path location that holds {@code type}'s class file. */
  static List<URL> copiesOf(Class<?> type) throws IOException {
    String resource = type.getName().replace('.', '/') + ".class";
    return Collections.list(ShadedClasspathTest.class.getClassLoader().getResources(resource));
  }
}
