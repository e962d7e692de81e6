/** The {@link org.hbasemapper.spring.test.HBaseMapperTest} slice: hbase-mapper's beans alone, on the embedded HBase. */
package org.hbasemapper.spring.test;
