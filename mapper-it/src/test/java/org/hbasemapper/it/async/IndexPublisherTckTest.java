package org.hbasemapper.it.async;

import java.util.concurrent.Flow;
import org.reactivestreams.tck.flow.FlowPublisherVerification;

/** The Reactive Streams TCK against an index lookup's publisher: index rows scanned, data rows read in multi-gets. */
public class IndexPublisherTckTest extends FlowPublisherVerification<Badge> {

  public IndexPublisherTckTest() {
    super(TckData.environment());
  }

  @Override
  public Flow.Publisher<Badge> createFlowPublisher(long elements) {
    return new BadgeAsyncDao(TckData.async()).findByLabel(TckData.LABEL).limit((int) elements).publisher();
  }

  @Override
  public Flow.Publisher<Badge> createFailedFlowPublisher() {
    return null;
  }

  @Override
  public long maxElementsFromPublisher() {
    return TckData.ROWS;
  }
}
