package org.hbasemapper.spring.slice;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.hbasemapper.spring.HBaseConnectionDetails;
import org.hbasemapper.spring.entities.Purchase;
import org.hbasemapper.spring.entities.PurchaseRepository;
import org.hbasemapper.spring.test.HBaseMapperTest;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

/** The slice: the mapper beans alone, on the embedded HBase, even with a quorum configured. */
@HBaseMapperTest(properties = "hbasemapper.zookeeper-quorum=127.0.0.1:1")
class HBaseMapperSliceTest {
  @Autowired
  PurchaseRepository purchases;

  @Autowired
  ApplicationContext context;

  @Test
  void theRepositoryRunsOnTheEmbeddedHBase() {
    Instant time = Instant.parse("2024-06-01T12:00:00Z");
    purchases.save(new Purchase("slice-01", time, "p-9", 700));
    assertThat(purchases.countByUserId("slice-01")).isEqualTo(1);
    assertThat(context.getBean(HBaseConnectionDetails.class).embedded()).isTrue();
  }

  @Test
  void theApplicationsComponentsAreLeftOut() {
    assertThat(context.getBeansOfType(Unwanted.class)).isEmpty();
  }
}
