package org.hbasemapper.dynamic.compat;

import org.hbasemapper.annotations.Column;

/** An embedded record with a moved column: its former qualifier is prefixed as its own is. */
public record CompatMovedPart(@Column(formerly = "old") String label, double size) {}
