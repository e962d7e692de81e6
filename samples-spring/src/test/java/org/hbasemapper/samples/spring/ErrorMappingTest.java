package org.hbasemapper.samples.spring;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.SocketTimeoutException;
import java.util.Map;
import org.apache.hadoop.hbase.TableName;
import org.apache.hadoop.hbase.client.Connection;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.util.Bytes;
import org.hbasemapper.runtime.HBaseAccessException;
import org.hbasemapper.samples.spring.weibo.UserMapper;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.http.HttpStatus;
import org.springframework.http.ProblemDetail;

/** The mapper's exceptions about stored data and HBase calls, as the client sees them. */
class ErrorMappingTest extends ServiceTestBase {
  @Autowired
  Connection connection;

  @Test
  void unreadableStoredDataIs500WithoutTheDataAndTheFullStoryInTheLog() throws IOException {
    put("/users/700", Map.of("nickname", "broken"), HttpStatus.OK);
    // another writer's bytes where the entity expects a Gender constant's name
    try (Table users = connection.getTable(TableName.valueOf("weibo:user"))) {
      users.put(new Put(UserMapper.INSTANCE.encodeKey(new UserMapper.Key(700L)))
          .addColumn(Bytes.toBytes("info"), Bytes.toBytes("gender"), Bytes.toBytes("ALIEN")));
    }

    JsonNode problem = get("/users/700", HttpStatus.INTERNAL_SERVER_ERROR);
    assertThat(detail(problem)).isEqualTo(
        "stored data in table weibo:user could not be read; the service log has the row and column");
  }

  @Test
  void aFailedHBaseCallIs503NamingTheOperationAndTable() {
    HBaseAccessException e = new HBaseAccessException("get", "weibo:user", new byte[] {0x01},
        new SocketTimeoutException("callTimeout=10000, callDuration=10012\nat ..."));

    ProblemDetail problem = new ApiErrors().hbaseAccess(e);

    assertThat(problem.getStatus()).isEqualTo(503);
    assertThat(problem.getDetail()).isEqualTo("HBase is not answering (get on weibo:user); try again later");
  }
}
