package org.hbasemapper.it.async;

import java.util.concurrent.Flow;
import org.reactivestreams.tck.flow.FlowPublisherVerification;

/** The Reactive Streams TCK against a salted query's publisher: 4 bucket scans merged into key order by demand. */
public class SaltedQueryPublisherTckTest extends FlowPublisherVerification<SaltedTick> {

  public SaltedQueryPublisherTckTest() {
    super(TckData.environment());
  }

  @Override
  public Flow.Publisher<SaltedTick> createFlowPublisher(long elements) {
    return new SaltedTickAsyncDao(TckData.async()).query().limit((int) elements).publisher(); // every bucket
  }

  @Override
  public Flow.Publisher<SaltedTick> createFailedFlowPublisher() {
    return null; // the key query's test covers a failing scan; the TCK skips these tests when null
  }

  @Override
  public long maxElementsFromPublisher() {
    return TckData.ROWS;
  }
}
