package org.hbasemapper.benchmarks;

import com.flipkart.hbaseobjectmapper.HBObjectMapper;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.apache.hadoop.hbase.Cell;
import org.apache.hadoop.hbase.CellComparator;
import org.apache.hadoop.hbase.client.Put;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.types.OrderedInt64;
import org.apache.hadoop.hbase.types.OrderedString;
import org.apache.hadoop.hbase.types.Struct;
import org.apache.hadoop.hbase.types.StructBuilder;
import org.apache.hadoop.hbase.util.SimplePositionedMutableByteRange;
import org.hbasemapper.benchmarks.handwritten.HandwrittenSale;
import org.hbasemapper.benchmarks.handwritten.HandwrittenUser;
import org.hbasemapper.benchmarks.hom.HomSale;
import org.hbasemapper.benchmarks.hom.HomUser;
import org.hbasemapper.benchmarks.model.Level;
import org.hbasemapper.benchmarks.model.Sale;
import org.hbasemapper.benchmarks.model.SaleMapper;
import org.hbasemapper.benchmarks.model.User;
import org.hbasemapper.benchmarks.model.UserMapper;
import org.hbasemapper.dynamic.Key;
import org.hbasemapper.dynamic.RuntimeMapper;
import org.hbasemapper.dynamic.RuntimeMappers;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Mapping without I/O, both directions, for the generated mapper, the runtime mapper of the same
 * classes (mapper-dynamic: reflection once, byte-buddy), hand-written code (idiomatic and optimal) and
 * hbase-object-mapper; and the purchase key against HBase's own {@code Struct} of {@code OrderedBytes}
 * types. Method names are {@code <direction>_<entity>_<contender>}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class MappingBenchmark {
  private static final Instant JOINED = Instant.parse("2024-03-01T08:30:00Z");

  User user;
  Sale sale;
  HomUser homUser;
  HomSale homSale;
  Result userResult;
  Result saleResult;
  Result homUserResult;
  Result homSaleResult;
  byte[] saleKey;
  HBObjectMapper hom;
  RuntimeMapper<User> runtimeUser;
  RuntimeMapper<Sale> runtimeSale;
  Key runtimeSaleKey;
  Struct saleStruct;
  byte[] structKey;

  /** Builds the entities and the results each contender reads (each from its own layout). */
  @Setup
  public void setUp() {
    Map<Long, String> fans = new LinkedHashMap<>();
    for (long f = 0; f < 20; f++) {
      fans.put(1_000 + f * 37, f % 3 == 0 ? "mutual" : "follower");
    }
    user = new User(42L, "lihua", "lihua@example.com", 32, true, 87.5, LocalDate.of(1992, 3, 14), JOINED,
        Level.GOLD, fans);
    sale = new Sale("u0000042", JOINED, "p-000123", new BigDecimal("19.99"), 3);
    homUser = new HomUser(42L, "lihua", "lihua@example.com", 32, true, 87.5, LocalDate.of(1992, 3, 14), JOINED,
        Level.GOLD, fans);
    homSale = new HomSale("u0000042", JOINED, "p-000123", new BigDecimal("19.99"), 3);
    hom = new HBObjectMapper();
    userResult = result(UserMapper.INSTANCE.toPut(user));
    saleResult = result(SaleMapper.INSTANCE.toPut(sale));
    homUserResult = result(hom.writeValueAsPut(homUser));
    homSaleResult = result(hom.writeValueAsPut(homSale));
    saleKey = SaleMapper.INSTANCE.encodeKey(SaleMapper.INSTANCE.keyOf(sale));
    runtimeUser = RuntimeMappers.of(User.class);
    runtimeSale = RuntimeMappers.of(Sale.class);
    runtimeSaleKey = runtimeSale.keyOf(sale);
    if (!runtimeUser.fromResult(userResult).equals(user) || !runtimeSale.fromResult(saleResult).equals(sale)
        || !Arrays.equals(runtimeSale.encodeKey(runtimeSaleKey), saleKey)
        || !sameCells(result(runtimeUser.toPut(user)), userResult)
        || !sameCells(result(runtimeSale.toPut(sale)), saleResult)) {
      throw new IllegalStateException("the runtime mapper does not agree with the generated one");
    }
    if (!Arrays.equals(saleKey, HandwrittenSale.key(sale.userId(), sale.time(), sale.productId()))
        || !HandwrittenUser.optimal(userResult).equals(user) || !HandwrittenUser.idiomatic(userResult).equals(user)
        || !UserMapper.INSTANCE.fromResult(userResult).equals(user) || !HandwrittenSale.optimal(saleResult).equals(sale)) {
      throw new IllegalStateException("the contenders do not agree on the layout");
    }
    saleStruct = new StructBuilder().add(OrderedString.ASCENDING).add(OrderedInt64.DESCENDING)
        .add(OrderedString.ASCENDING).toStruct();
    structKey = encodeStruct();
  }

  /** Whether two results hold the same cells, values included. */
  private static boolean sameCells(Result a, Result b) {
    try {
      Result.compareResults(a, b);
      return true;
    } catch (Exception e) {
      return false;
    }
  }

  /** The cells of {@code put} as the {@code Result} a read of them returns, in HBase's order. */
  static Result result(Put put) {
    List<Cell> cells = put.getFamilyCellMap().values().stream().flatMap(List::stream).toList();
    Cell[] sorted = cells.toArray(new Cell[0]);
    Arrays.sort(sorted, CellComparator.getInstance());
    return Result.create(sorted);
  }

  // ---- user: write

  @Benchmark
  public Put write_user_generated() {
    return UserMapper.INSTANCE.toPut(user);
  }

  @Benchmark
  public Put write_user_runtime() {
    return runtimeUser.toPut(user);
  }

  @Benchmark
  public Put write_user_optimal() {
    return HandwrittenUser.toPut(user);
  }

  @Benchmark
  public Put write_user_idiomatic() {
    return HandwrittenUser.toPutIdiomatic(user);
  }

  @Benchmark
  public Put write_user_hom() {
    return hom.writeValueAsPut(homUser);
  }

  // ---- user: read

  @Benchmark
  public User read_user_generated() {
    return UserMapper.INSTANCE.fromResult(userResult);
  }

  @Benchmark
  public User read_user_runtime() {
    return runtimeUser.fromResult(userResult);
  }

  @Benchmark
  public User read_user_optimal() {
    return HandwrittenUser.optimal(userResult);
  }

  @Benchmark
  public User read_user_idiomatic() {
    return HandwrittenUser.idiomatic(userResult);
  }

  @Benchmark
  public HomUser read_user_hom() {
    return hom.readValue(homUserResult, HomUser.class);
  }

  // ---- sale: write

  @Benchmark
  public Put write_sale_generated() {
    return SaleMapper.INSTANCE.toPut(sale);
  }

  @Benchmark
  public Put write_sale_runtime() {
    return runtimeSale.toPut(sale);
  }

  @Benchmark
  public Put write_sale_optimal() {
    return HandwrittenSale.toPut(sale);
  }

  @Benchmark
  public Put write_sale_idiomatic() {
    return HandwrittenSale.toPutIdiomatic(sale);
  }

  @Benchmark
  public Put write_sale_hom() {
    return hom.writeValueAsPut(homSale);
  }

  // ---- sale: read

  @Benchmark
  public Sale read_sale_generated() {
    return SaleMapper.INSTANCE.fromResult(saleResult);
  }

  @Benchmark
  public Sale read_sale_runtime() {
    return runtimeSale.fromResult(saleResult);
  }

  @Benchmark
  public Sale read_sale_optimal() {
    return HandwrittenSale.optimal(saleResult);
  }

  @Benchmark
  public Sale read_sale_idiomatic() {
    return HandwrittenSale.idiomatic(saleResult);
  }

  @Benchmark
  public HomSale read_sale_hom() {
    return hom.readValue(homSaleResult, HomSale.class);
  }

  // ---- sale: key

  @Benchmark
  public byte[] keys_encode_sale_generated() {
    return SaleMapper.INSTANCE.encodeKey(SaleMapper.INSTANCE.keyOf(sale));
  }

  @Benchmark
  public byte[] keys_encode_sale_runtime() {
    return runtimeSale.encodeKey(runtimeSale.keyOf(sale));
  }

  @Benchmark
  public byte[] keys_encode_sale_orderedbytes() {
    return encodeStruct();
  }

  @Benchmark
  public Object keys_decode_sale_generated() {
    return SaleMapper.INSTANCE.decodeKey(saleKey);
  }

  @Benchmark
  public Object keys_decode_sale_runtime() {
    return runtimeSale.decodeKey(saleKey);
  }

  @Benchmark
  public Object[] keys_decode_sale_orderedbytes() {
    return saleStruct.decode(new SimplePositionedMutableByteRange(structKey));
  }

  private byte[] encodeStruct() {
    Object[] values = {sale.userId(), sale.time().toEpochMilli(), sale.productId()};
    SimplePositionedMutableByteRange range = new SimplePositionedMutableByteRange(saleStruct.encodedLength(values));
    saleStruct.encode(range, values);
    return range.getBytes();
  }
}
