/**
 * Reading HBase scanners for the runtime's streams and pages: a scanner read in place or ahead of
 * time, the k-way merge of salt buckets, windows of offset and limit, and the leak net for streams
 * dropped unclosed; asynchronous scans as a publisher with backpressure. Knows rows and scanners, not
 * entities.
 */
package org.hbasemapper.runtime.scan;
