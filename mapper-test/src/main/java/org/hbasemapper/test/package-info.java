/** Embedded HBase (HBase's own in-process mini cluster) and a JUnit 5 extension that injects its connection. */
package org.hbasemapper.test;
