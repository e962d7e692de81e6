package golden;

import java.util.NavigableMap;
import org.hbasemapper.annotations.Column;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.PresenceMarker;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.annotations.Versions;

@Table(name = "article", namespace = "ver")
@Family(name = "d", maxVersions = 5)
@PresenceMarker
public record Article(
    @RowKey long id,
    @Column(family = "d") @Versions(max = 3) NavigableMap<Long, String> title,
    @Column(family = "d") String body) {}
