package org.hbasemapper.runtime.io;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import org.apache.hadoop.hbase.CompareOperator;
import org.apache.hadoop.hbase.client.AsyncTable;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Mutation;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.ServiceCaller;
import org.apache.hadoop.hbase.client.Table;
import org.apache.hadoop.hbase.filter.Filter;
import org.apache.hadoop.hbase.io.TimeRange;
import org.apache.hadoop.hbase.protobuf.generated.ClientProtos;
import org.apache.hadoop.hbase.protobuf.generated.MultiRowMutationProtos;
import org.apache.hadoop.hbase.shaded.protobuf.ProtobufUtil;
import org.hbasemapper.annotations.audience.Internal;

/**
 * Mutations of several rows of one region applied atomically, with conditions checked in the same
 * call, by HBase's {@code MultiRowMutationEndpoint} coprocessor (the table descriptor must name
 * {@link #ENDPOINT}): all of them or none, in one RPC and one WAL entry, so that a region server lost
 * in the middle leaves either every row written or none.
 *
 * <p>The endpoint's client stubs ({@code MultiRowMutationProtos} of hbase-protocol) are typed by the
 * protobuf 2.5 classes that hbase-client carries as {@code com.google.protobuf} and hbase-shaded-client
 * relocates. Code compiled against one does not link against the other, so the two calls whose
 * signatures name protobuf types (making the stub, calling it) are looked up once by name and made
 * reflectively (on the asynchronous connection, the {@code ServiceCaller} that calls the stub is a
 * {@link Proxy}, whose method takes whichever protobuf the client carries); everything else is built with the relocation-free internal protobuf of hbase-client
 * and handed over as bytes. One call per atomic write; no mapping runs through here.
 */
@Internal
public final class MultiRowMutations {
  /** The coprocessor class a table must load for atomic writes of several rows. */
  public static final String ENDPOINT = "org.apache.hadoop.hbase.coprocessor.MultiRowMutationEndpoint";

  private static final Method NEW_BLOCKING_STUB = method(
      MultiRowMutationProtos.MultiRowMutationService.class, "newBlockingStub", 1);
  private static final Method MUTATE_ROWS = method(
      MultiRowMutationProtos.MultiRowMutationService.BlockingInterface.class, "mutateRows", 2);
  private static final Method NEW_STUB = method(MultiRowMutationProtos.MultiRowMutationService.class, "newStub", 1);
  private static final Method MUTATE_ROWS_ASYNC = method(
      MultiRowMutationProtos.MultiRowMutationService.class, "mutateRows", 3);

  private MultiRowMutations() {}

  /**
   * A condition on one row: the cell {@code family:qualifier} holds {@code value} (null: the row has no
   * such cell), or, with a {@code filter}, the row read through it is not empty.
   */
  @Internal
  public record Check(byte[] row, byte[] family, byte[] qualifier, byte[] value, Filter filter) {
    /** The cell {@code family:qualifier} of {@code row} holds {@code value}; null: it is absent. */
    public static Check cell(byte[] row, byte[] family, byte[] qualifier, byte[] value) {
      return new Check(row, family, qualifier, value, null);
    }

    /** {@code row} read through {@code filter} is not empty. */
    public static Check filter(byte[] row, Filter filter) {
      return new Check(row, null, null, null, filter);
    }
  }

  /**
   * Applies {@code mutations} (puts and deletes of rows of one region of {@code table}) atomically if
   * every one of {@code checks} holds; returns whether they were applied. {@code table} locates the
   * region by the first mutation's row, and hbase-client retries the call as any other (a region that
   * moved is found again).
   *
   * @throws IOException as HBase failed the call: the mutations may have been applied or not, unless
   *     the server refused them before applying any (rows of two regions, no coprocessor)
   */
  public static boolean mutate(Table table, List<? extends Mutation> mutations, List<Check> checks)
      throws IOException {
    MultiRowMutationProtos.MutateRowsRequest request = request(mutations, checks);
    Object response;
    try {
      Object stub = NEW_BLOCKING_STUB.invoke(null, table.coprocessorService(mutations.get(0).getRow()));
      response = MUTATE_ROWS.invoke(stub, null, request);
    } catch (InvocationTargetException e) {
      throw ioFailure(e.getCause());
    } catch (IllegalAccessException e) {
      throw new IllegalStateException("cannot call " + MUTATE_ROWS + ": " + e.getMessage(), e);
    }
    return processed(response);
  }

  /**
   * {@link #mutate(Table, List, List)} on an asynchronous table, without blocking: the future holds
   * whether the mutations were applied, or fails with the {@link IOException} HBase reported (the
   * mutations may have been applied or not, as for the blocking call).
   */
  @SuppressWarnings({"unchecked", "rawtypes"}) // the stub's types are the client's protobuf: see the class comment
  public static CompletableFuture<Boolean> mutate(AsyncTable<?> table, List<? extends Mutation> mutations,
      List<Check> checks) {
    MultiRowMutationProtos.MutateRowsRequest request;
    try {
      request = request(mutations, checks);
    } catch (IOException e) {
      return CompletableFuture.failedFuture(e);
    }
    // typed Object -> Object, so that no cast to a protobuf class of ours is compiled into the lambda
    Function<Object, Object> stubMaker = channel -> invoke(NEW_STUB, null, channel);
    ServiceCaller<Object, Object> caller = (ServiceCaller<Object, Object>) Proxy.newProxyInstance(
        ServiceCaller.class.getClassLoader(), new Class<?>[] {ServiceCaller.class}, (proxy, method, args) -> {
          if (method.getName().equals("call") && args != null && args.length == 3) {
            return invoke(MUTATE_ROWS_ASYNC, args[0], args[1], request, args[2]);
          }
          return switch (method.getName()) { // Object's methods, for a debugger or a log line
            case "toString" -> "MultiRowMutationEndpoint.mutateRows caller";
            case "hashCode" -> System.identityHashCode(proxy);
            case "equals" -> proxy == args[0];
            default -> throw new UnsupportedOperationException(method.toString());
          };
        });
    CompletableFuture<Object> response = ((AsyncTable) table).coprocessorService((Function) stubMaker, caller,
        mutations.get(0).getRow());
    return response.thenApply(MultiRowMutations::processed);
  }

  private static MultiRowMutationProtos.MutateRowsRequest request(List<? extends Mutation> mutations,
      List<Check> checks) throws IOException {
    MultiRowMutationProtos.MutateRowsRequest.Builder request = MultiRowMutationProtos.MutateRowsRequest.newBuilder();
    for (Mutation m : mutations) {
      request.addMutationRequest(ClientProtos.MutationProto.parseFrom(mutation(m).toByteArray()));
    }
    for (Check c : checks) {
      request.addCondition(ClientProtos.Condition.parseFrom(condition(c).toByteArray()));
    }
    return request.build();
  }

  private static boolean processed(Object response) {
    MultiRowMutationProtos.MutateRowsResponse result = (MultiRowMutationProtos.MutateRowsResponse) response;
    // servers before conditions (HBase 2.4) answer without the field: they applied the mutations
    return !result.hasProcessed() || result.getProcessed();
  }

  /** {@code method} called reflectively, its own failure thrown as it is. */
  private static Object invoke(Method method, Object target, Object... args) {
    try {
      return method.invoke(target, args);
    } catch (InvocationTargetException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException r) {
        throw r;
      }
      if (cause instanceof Error error) {
        throw error;
      }
      throw new IllegalStateException(method.getName() + " failed: " + cause, cause);
    } catch (IllegalAccessException e) {
      throw new IllegalStateException("cannot call " + method + ": " + e.getMessage(), e);
    }
  }

  private static org.apache.hadoop.hbase.shaded.protobuf.generated.ClientProtos.MutationProto mutation(Mutation m)
      throws IOException {
    org.apache.hadoop.hbase.shaded.protobuf.generated.ClientProtos.MutationProto.MutationType type;
    if (m instanceof Put) {
      type = org.apache.hadoop.hbase.shaded.protobuf.generated.ClientProtos.MutationProto.MutationType.PUT;
    } else if (m instanceof Delete) {
      type = org.apache.hadoop.hbase.shaded.protobuf.generated.ClientProtos.MutationProto.MutationType.DELETE;
    } else {
      throw new IllegalArgumentException("only puts and deletes go in an atomic write of several rows, got "
          + m.getClass().getSimpleName());
    }
    return ProtobufUtil.toMutation(type, m);
  }

  private static org.apache.hadoop.hbase.shaded.protobuf.generated.ClientProtos.Condition condition(Check c)
      throws IOException {
    return c.filter() != null
        ? ProtobufUtil.toCondition(c.row(), c.filter(), TimeRange.allTime())
        : ProtobufUtil.toCondition(c.row(), c.family(), c.qualifier(), CompareOperator.EQUAL, c.value(),
            TimeRange.allTime());
  }

  /** The IOException behind a failed stub call: hbase-client wraps it in a protobuf ServiceException. */
  private static IOException ioFailure(Throwable thrown) {
    for (Throwable t = thrown; t != null; t = t.getCause()) {
      if (t instanceof IOException io) {
        return io;
      }
      if (t.getCause() == null && t instanceof RuntimeException unchecked) {
        throw unchecked;
      }
      if (t.getCause() == null && t instanceof Error error) {
        throw error;
      }
    }
    return new IOException(String.valueOf(thrown), thrown);
  }

  /** The public method {@code name} of {@code type} with {@code parameters} parameters, whatever protobuf it names. */
  private static Method method(Class<?> type, String name, int parameters) {
    return Arrays.stream(type.getMethods())
        .filter(m -> m.getName().equals(name) && m.getParameterCount() == parameters)
        .findFirst()
        .orElseThrow(() -> new IllegalStateException(type.getName() + " has no method " + name + " of " + parameters
            + " parameters: this hbase-client does not carry MultiRowMutationEndpoint's client stubs"));
  }
}
