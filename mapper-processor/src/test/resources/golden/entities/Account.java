package golden;

import java.time.Instant;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Convert;
import org.hbasemapper.annotations.Counter;
import org.hbasemapper.annotations.CreatedDate;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.LastModifiedDate;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.annotations.Timestamp;
import org.hbasemapper.annotations.Version;

@Table(name = "account", namespace = "ver")
@Family(name = "d")
@Family(name = "c")
public record Account(
    @RowKey long id,
    @Column(family = "d") String owner,
    @Column(family = "d") @Convert(TenthsCodec.class) int tenths,
    @Column(family = "d") @Version long version,
    @Column(family = "c") @Counter long logins,
    @Column(family = "d") @CreatedDate Instant opened,
    @Column(family = "d") @LastModifiedDate Instant changed,
    @Timestamp Instant written) {}
