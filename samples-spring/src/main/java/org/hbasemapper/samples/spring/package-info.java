/**
 * The sample service: REST endpoints over the purchase and weibo entities, the error mapping and the
 * demo data of the embedded HBase.
 */
package org.hbasemapper.samples.spring;
