package org.hbasemapper.runtime.io;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.List;
import org.apache.hadoop.hbase.CompareOperator;
import org.apache.hadoop.hbase.client.Delete;
import org.apache.hadoop.hbase.client.Mutation;
import org.apache.hadoop.hbase.client.Put;
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
 * reflectively; everything else is built with the relocation-free internal protobuf of hbase-client
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
    MultiRowMutationProtos.MutateRowsRequest.Builder request = MultiRowMutationProtos.MutateRowsRequest.newBuilder();
    for (Mutation m : mutations) {
      request.addMutationRequest(ClientProtos.MutationProto.parseFrom(mutation(m).toByteArray()));
    }
    for (Check c : checks) {
      request.addCondition(ClientProtos.Condition.parseFrom(condition(c).toByteArray()));
    }
    Object response;
    try {
      Object stub = NEW_BLOCKING_STUB.invoke(null, table.coprocessorService(mutations.get(0).getRow()));
      response = MUTATE_ROWS.invoke(stub, null, request.build());
    } catch (InvocationTargetException e) {
      throw ioFailure(e.getCause());
    } catch (IllegalAccessException e) {
      throw new IllegalStateException("cannot call " + MUTATE_ROWS + ": " + e.getMessage(), e);
    }
    MultiRowMutationProtos.MutateRowsResponse result = (MultiRowMutationProtos.MutateRowsResponse) response;
    // servers before conditions (HBase 2.4) answer without the field: they applied the mutations
    return !result.hasProcessed() || result.getProcessed();
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
