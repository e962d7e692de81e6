package org.hbasemapper.mapreduce;

import java.io.IOException;
import org.apache.hadoop.hbase.client.Result;
import org.apache.hadoop.hbase.io.ImmutableBytesWritable;
import org.apache.hadoop.hbase.mapreduce.TableMapper;
import org.hbasemapper.annotations.audience.Api;
import org.hbasemapper.runtime.EntityMapper;
import org.hbasemapper.runtime.MappingException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The mapper of a job whose input is an {@link EntityInput}: receives entities, decoded by the
 * generated mapper, instead of {@code Result}s.
 *
 * <pre>{@code
 * public static class PerUser extends EntityTableMapper<Purchase, Text, LongWritable> {
 *   protected EntityMapper<Purchase, ?> entityMapper() { return PurchaseMapper.INSTANCE; }
 *
 *   protected void map(Purchase purchase, Context context) throws IOException, InterruptedException {
 *     context.write(new Text(purchase.userId()), new LongWritable(1));
 *   }
 * }
 * }</pre>
 *
 * <p>A row whose stored data cannot be read fails the task with its {@link MappingException} (naming
 * entity, table, row key and column), unless the input {@linkplain EntityInput#skipBadRows() skips}
 * such rows: then it is counted in {@link EntityInput.Counter#BAD_ROWS} and its error logged (never a
 * cell value). Hadoop creates the mapper with its no-argument constructor.
 *
 * @param <E> the entity type
 * @param <KO> the type of the keys the mapper writes
 * @param <VO> the type of the values the mapper writes
 */
@Api
public abstract class EntityTableMapper<E, KO, VO> extends TableMapper<KO, VO> {
  private static final Logger LOG = LoggerFactory.getLogger(EntityTableMapper.class);

  private EntityMapper<E, ?> mapper;
  private boolean skipBadRows;

  /** The generated mapper of the entity: {@code <Entity>Mapper.INSTANCE}. */
  protected abstract EntityMapper<E, ?> entityMapper();

  /** Handles one entity of the input. */
  protected abstract void map(E entity, Context context) throws IOException, InterruptedException;

  @Override
  protected final void map(ImmutableBytesWritable row, Result result, Context context)
      throws IOException, InterruptedException {
    if (mapper == null) {
      mapper = entityMapper();
      skipBadRows = context.getConfiguration().getBoolean(EntityInput.SKIP_BAD_ROWS, false);
    }
    E entity;
    try {
      entity = mapper.fromResult(result);
    } catch (MappingException e) {
      if (!skipBadRows) {
        throw e;
      }
      context.getCounter(EntityInput.Counter.BAD_ROWS).increment(1);
      LOG.warn("Skipped a row the job cannot read: {}", e.getMessage());
      return;
    }
    if (entity != null) {
      map(entity, context);
    }
  }
}
