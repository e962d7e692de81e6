package org.hbasemapper.dynamic.model;

import java.util.Objects;
import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Salt;
import org.hbasemapper.annotations.Table;
import org.hbasemapper.annotations.Timestamp;

/**
 * A sensor reading as an immutable class built through its constructor, whose parameters are named like
 * its fields; salted over the sensor, so that sensors spread over 4 regions; its cell timestamp read back.
 */
@Table(name = "reading", namespace = "dyn", defaultFamily = "d")
@Family(name = "d")
@Salt(buckets = 4, of = "sensor")
public final class Reading {
  @RowKey(order = 0, width = 6) private final String sensor;
  @RowKey(order = 1) private final long sequence;
  private final double value;
  @Timestamp private final long written;

  public Reading(String sensor, long sequence, double value, long written) {
    this.sensor = sensor;
    this.sequence = sequence;
    this.value = value;
    this.written = written;
  }

  public String sensor() {
    return sensor;
  }

  public long sequence() {
    return sequence;
  }

  public double value() {
    return value;
  }

  public long written() {
    return written;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Reading r && r.sensor.equals(sensor) && r.sequence == sequence
        && Double.compare(r.value, value) == 0 && r.written == written;
  }

  @Override
  public int hashCode() {
    return Objects.hash(sensor, sequence, value, written);
  }

  @Override
  public String toString() {
    return "Reading[" + sensor + ", " + sequence + ", " + value + " @" + written + "]";
  }
}
