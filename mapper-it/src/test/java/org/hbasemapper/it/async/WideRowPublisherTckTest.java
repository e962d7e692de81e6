package org.hbasemapper.it.async;

import java.util.Map;
import java.util.concurrent.Flow;
import org.reactivestreams.tck.flow.FlowPublisherVerification;

/** The Reactive Streams TCK against a wide row's publisher: one row's family read in batches of cells. */
public class WideRowPublisherTckTest extends FlowPublisherVerification<Map.Entry<Long, String>> {

  public WideRowPublisherTckTest() {
    super(TckData.environment());
  }

  @Override
  public Flow.Publisher<Map.Entry<Long, String>> createFlowPublisher(long elements) {
    return new FollowsAsyncDao(TckData.async()).followed(TckData.USER).between(0L, elements).publisher();
  }

  @Override
  public Flow.Publisher<Map.Entry<Long, String>> createFailedFlowPublisher() {
    return null;
  }

  @Override
  public long maxElementsFromPublisher() {
    return TckData.ROWS;
  }
}
