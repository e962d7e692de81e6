package golden;

/** A record nested two levels down: its cells are d:home_geo_lat, d:home_geo_lon. */
public record Geo(double lat, double lon) {}
