package com.example.greetings;

import org.hbasemapper.annotations.Family;
import org.hbasemapper.annotations.RowKey;
import org.hbasemapper.annotations.Table;

/** A person's greetings, in the order written. */
@Table(name = "greeting", namespace = "greetings", defaultFamily = "d")
@Family(name = "d")
public record Greeting(@RowKey(order = 0, width = 8) String author, @RowKey(order = 1) long sequence, String text) {}
