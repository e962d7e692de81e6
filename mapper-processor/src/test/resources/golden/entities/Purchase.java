package golden;

import java.math.BigDecimal;
import java.time.Instant;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Counter;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.annotations.Timestamp;
import org.hbasemapper.annotations.Transient;

@Table(name = "purchase", namespace = "shop", defaultFamily = "d")
@Family(name = "d", compression = org.hbasemapper.annotations.Compression.SNAPPY)
public record Purchase(
    @RowKey(order = 0, width = 8) String userId,
    @RowKey(order = 1, descending = true) Instant time,
    @RowKey(order = 2) String productId,
    BigDecimal price,
    int quantity,
    @Column(qualifier = "v") @Counter long views,
    @Timestamp Instant written,
    @Transient String note) {}
