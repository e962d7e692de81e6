package org.hbasemapper.runtime.observe;

import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.NullUnmarked;

/** The operation of several listeners: each call goes to every one of them, in order. */
@NullUnmarked
final class Operations implements Operation {
  private final List<Operation> operations;

  Operations(List<Operation> operations) {
    this.operations = operations;
  }

  @Override
  public Scope activate() {
    List<Scope> scopes = new ArrayList<>(operations.size());
    for (Operation operation : operations) {
      scopes.add(operation.activate());
    }
    return () -> {
      for (int i = scopes.size() - 1; i >= 0; i--) {
        scopes.get(i).close();
      }
    };
  }

  @Override
  public void rows(long count) {
    operations.forEach(o -> o.rows(count));
  }

  @Override
  public void buckets(int count) {
    operations.forEach(o -> o.buckets(count));
  }

  @Override
  public void staleIndexHits(long count) {
    operations.forEach(o -> o.staleIndexHits(count));
  }

  @Override
  public void restoredIndexEntries(long count) {
    operations.forEach(o -> o.restoredIndexEntries(count));
  }

  @Override
  public void relationRepairs(long count) {
    operations.forEach(o -> o.relationRepairs(count));
  }

  @Override
  public void end(Throwable failure) {
    operations.forEach(o -> o.end(failure));
  }
}
