package org.hbasemapper.it.async;

import java.util.concurrent.Flow;
import org.reactivestreams.tck.flow.FlowPublisherVerification;

/** The Reactive Streams TCK against a key query's publisher (one scan) on the mini cluster. */
public class KeyQueryPublisherTckTest extends FlowPublisherVerification<Tick> {

  public KeyQueryPublisherTckTest() {
    super(TckData.environment());
  }

  @Override
  public Flow.Publisher<Tick> createFlowPublisher(long elements) {
    return new TickAsyncDao(TckData.async()).query().series(TckData.SERIES).limit((int) elements).publisher();
  }

  /**
   * None: a query's publisher is never failed before it is asked for rows (it opens its scans on the
   * first request), and these tests expect {@code onError} without demand. A scan that fails once
   * requested is {@code AsyncFailureTest}'s.
   */
  @Override
  public Flow.Publisher<Tick> createFailedFlowPublisher() {
    return null;
  }

  @Override
  public long maxElementsFromPublisher() {
    return TckData.ROWS;
  }
}
