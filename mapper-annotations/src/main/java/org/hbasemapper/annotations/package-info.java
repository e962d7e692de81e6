/**
 * The annotations that describe how a Java type maps to an HBase table; read by the processor, and at
 * run time by the runtime mapper of mapper-dynamic.
 */
package org.hbasemapper.annotations;
