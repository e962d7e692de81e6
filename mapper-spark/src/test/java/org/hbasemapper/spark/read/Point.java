package org.hbasemapper.spark.read;

/** A value stored as its codec's bytes: a type Spark has no type for. */
public final class Point {
  final int x;
  final int y;

  public Point(int x, int y) {
    this.x = x;
    this.y = y;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Point p && p.x == x && p.y == y;
  }

  @Override
  public int hashCode() {
    return 31 * x + y;
  }

  @Override
  public String toString() {
    return x + "," + y;
  }
}
