package golden;

import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Salt;
import org.hbasemapper.annotations.Table;

@Table(name = "event", namespace = "ts", defaultFamily = "d")
@Family(name = "d", ttlSeconds = 604800)
@Salt(buckets = 4)
public record Event(
    @RowKey(order = 0) long time,
    @RowKey(order = 1) int sequence,
    String kind) {}
