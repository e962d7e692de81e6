/**
 * Spring Boot auto-configuration of hbase-mapper: connections from the {@code hbasemapper.*}
 * properties or an embedded HBase, a bean per generated class, the tables at start-up, metrics and
 * health.
 */
package org.hbasemapper.spring;
