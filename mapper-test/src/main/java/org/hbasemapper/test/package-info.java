/**
 * Embedded HBase (HBase's own mini cluster, in this JVM or one of its own) and a JUnit 5 extension that
 * injects its connection.
 */
package org.hbasemapper.test;
