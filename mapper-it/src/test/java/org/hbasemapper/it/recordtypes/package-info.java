/** Record types in one table: the customer/order rows of the HBase reference guide, read as a group and by type. */
package org.hbasemapper.it.recordtypes;
