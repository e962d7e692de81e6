/**
 * The runtime and generated code on hbase-shaded-client, against an embedded HBase in a JVM of its
 * own that this JVM reaches by its ZooKeeper quorum.
 */
package org.hbasemapper.it.shaded;
