package org.hbasemapper.spring;

import org.hbasemapper.annotations.audience.Api;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingClass;
import org.springframework.context.annotation.Bean;

/**
 * Fails start-up when no HBase client is on the class path, instead of backing off: an application
 * that has the starter wants its DAOs, and without a client it would fail later, at the first
 * injection point, with a "no bean of type …Dao" that does not say why. The usual cause is the
 * starter's {@code hbase-shaded-client} excluded (to run the embedded HBase) without a client in its
 * place.
 */
@AutoConfiguration
@ConditionalOnMissingClass(HBaseMapperClientMissingAutoConfiguration.CLIENT_CLASS)
@Api
public class HBaseMapperClientMissingAutoConfiguration {
  static final String CLIENT_CLASS = "org.apache.hadoop.hbase.client.Connection";

  /** Never built: its creation fails start-up with the reason. */
  @Bean
  Object hbaseMapperClientCheck() {
    throw new HBaseStartupException("No HBase client on the class path (no " + CLIENT_CLASS + "), so hbase-mapper "
        + "cannot connect or make its DAO beans", "Add org.apache.hbase:hbase-shaded-client (the starter brings it: "
        + "was it excluded?) or, beside the embedded HBase of org.hbasemapper:mapper-test, org.apache.hbase:hbase-client",
        null);
  }
}
