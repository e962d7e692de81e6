package org.hbasemapper.runtime.scan;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Flow;
import org.hbasemapper.annotations.audience.Internal;

/**
 * Futures over the runtime's publishers: everything they publish, or how much. The futures complete
 * in the publisher's {@code onComplete} or {@code onError}, so on the thread it signals on.
 */
@Internal
public final class Collect {
  private Collect() {}

  /** Every item of {@code publisher}, in order. */
  public static <T> CompletableFuture<List<T>> list(Flow.Publisher<T> publisher) {
    ListSubscriber<T> subscriber = new ListSubscriber<>();
    publisher.subscribe(subscriber);
    return subscriber.result;
  }

  /** The number of items of {@code publisher}. */
  public static CompletableFuture<Long> count(Flow.Publisher<?> publisher) {
    CountSubscriber subscriber = new CountSubscriber();
    publisher.subscribe(subscriber);
    return subscriber.result;
  }

  /** Asks for everything at once: the runtime's publishers still read one batch per bucket at a time. */
  private static final class ListSubscriber<T> implements Flow.Subscriber<T> {
    final CompletableFuture<List<T>> result = new CompletableFuture<>();
    private final List<T> items = new ArrayList<>();

    @Override
    public void onSubscribe(Flow.Subscription subscription) {
      subscription.request(Long.MAX_VALUE);
    }

    @Override
    public void onNext(T item) {
      items.add(item);
    }

    @Override
    public void onError(Throwable failure) {
      result.completeExceptionally(failure);
    }

    @Override
    public void onComplete() {
      result.complete(items);
    }
  }

  private static final class CountSubscriber implements Flow.Subscriber<Object> {
    final CompletableFuture<Long> result = new CompletableFuture<>();
    private long n;

    @Override
    public void onSubscribe(Flow.Subscription subscription) {
      subscription.request(Long.MAX_VALUE);
    }

    @Override
    public void onNext(Object item) {
      n++;
    }

    @Override
    public void onError(Throwable failure) {
      result.completeExceptionally(failure);
    }

    @Override
    public void onComplete() {
      result.complete(n);
    }
  }
}
