package golden;

import java.time.DayOfWeek;
import java.util.List;
import java.util.Set;
import org.hbasemapper.annotations.Embedded;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.Index;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

@Table(name = "customer", namespace = "nest", defaultFamily = "d")
@Family(name = "d")
@Index(name = "by_home_city", columns = "homeCity")
public record Customer(
    @RowKey long id,
    String name,
    @Embedded(prefix = "home_") Address home,
    @Embedded(prefix = "work_") Address work,
    @Embedded Card card,
    List<String> tags,
    Set<DayOfWeek> openOn) {}
