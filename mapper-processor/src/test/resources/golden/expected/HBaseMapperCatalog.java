package golden;

import java.util.ArrayList;
import java.util.List;
import javax.annotation.processing.Generated;
import org.hbasemapper.runtime.catalog.CatalogEntry;
import org.hbasemapper.runtime.catalog.MapperCatalog;
import org.jspecify.annotations.NullMarked;

/**
 * The DAOs, asynchronous DAOs, group DAOs and repositories generated in this compilation, for
 * frameworks that register them (the Spring Boot starter does, a bean per entry). Listed in
 * {@code META-INF/services/org.hbasemapper.runtime.catalog.MapperCatalog},
 * so that {@link MapperCatalog#load} finds it.
 */
@Generated("org.hbasemapper.processor.MapperProcessor")
@NullMarked
public final class HBaseMapperCatalog implements MapperCatalog {
  /**
   * The catalog {@link java.util.ServiceLoader} creates.
   */
  public HBaseMapperCatalog() {
  }

  /**
   * By entity, its DAO before its asynchronous DAO; then the group DAOs and the repositories.
   */
  @Override
  public List<CatalogEntry<?>> entries() {
    List<CatalogEntry<?>> entries = new ArrayList<>(34);
    // golden.Account
    entries.add(new CatalogEntry<>(AccountDao.class, CatalogEntry.Kind.DAO,
        List.of(AccountMapper.INSTANCE.schema()),
        c -> new AccountDao(c.connection(), c.options())));
    entries.add(new CatalogEntry<>(AccountAsyncDao.class, CatalogEntry.Kind.ASYNC_DAO,
        List.of(AccountMapper.INSTANCE.schema()),
        c -> new AccountAsyncDao(c.asyncConnection(), c.executor(), c.options())));
    // golden.Article
    entries.add(new CatalogEntry<>(ArticleDao.class, CatalogEntry.Kind.DAO,
        List.of(ArticleMapper.INSTANCE.schema()),
        c -> new ArticleDao(c.connection(), c.options())));
    entries.add(new CatalogEntry<>(ArticleAsyncDao.class, CatalogEntry.Kind.ASYNC_DAO,
        List.of(ArticleMapper.INSTANCE.schema()),
        c -> new ArticleAsyncDao(c.asyncConnection(), c.executor(), c.options())));
    // golden.Conversation
    entries.add(new CatalogEntry<>(ConversationDao.class, CatalogEntry.Kind.DAO,
        List.of(ConversationMapper.INSTANCE.schema()),
        c -> new ConversationDao(c.connection(), c.options())));
    entries.add(new CatalogEntry<>(ConversationAsyncDao.class, CatalogEntry.Kind.ASYNC_DAO,
        List.of(ConversationMapper.INSTANCE.schema()),
        c -> new ConversationAsyncDao(c.asyncConnection(), c.executor(), c.options())));
    // golden.Customer
    entries.add(new CatalogEntry<>(CustomerDao.class, CatalogEntry.Kind.DAO,
        List.of(CustomerMapper.INSTANCE.schema()),
        c -> new CustomerDao(c.connection(), c.options())));
    entries.add(new CatalogEntry<>(CustomerAsyncDao.class, CatalogEntry.Kind.ASYNC_DAO,
        List.of(CustomerMapper.INSTANCE.schema()),
        c -> new CustomerAsyncDao(c.asyncConnection(), c.executor(), c.options())));
    // golden.Document
    entries.add(new CatalogEntry<>(DocumentDao.class, CatalogEntry.Kind.DAO,
        List.of(DocumentMapper.INSTANCE.schema()),
        c -> new DocumentDao(c.connection(), c.options())));
    entries.add(new CatalogEntry<>(DocumentAsyncDao.class, CatalogEntry.Kind.ASYNC_DAO,
        List.of(DocumentMapper.INSTANCE.schema()),
        c -> new DocumentAsyncDao(c.asyncConnection(), c.executor(), c.options())));
    // golden.Event
    entries.add(new CatalogEntry<>(EventDao.class, CatalogEntry.Kind.DAO,
        List.of(EventMapper.INSTANCE.schema()),
        c -> new EventDao(c.connection(), c.options())));
    entries.add(new CatalogEntry<>(EventAsyncDao.class, CatalogEntry.Kind.ASYNC_DAO,
        List.of(EventMapper.INSTANCE.schema()),
        c -> new EventAsyncDao(c.asyncConnection(), c.executor(), c.options())));
    // golden.Item
    entries.add(new CatalogEntry<>(ItemDao.class, CatalogEntry.Kind.DAO,
        List.of(ItemMapper.INSTANCE.schema()),
        c -> new ItemDao(c.connection(), c.options())));
    entries.add(new CatalogEntry<>(ItemAsyncDao.class, CatalogEntry.Kind.ASYNC_DAO,
        List.of(ItemMapper.INSTANCE.schema()),
        c -> new ItemAsyncDao(c.asyncConnection(), c.executor(), c.options())));
    // golden.LineItem
    entries.add(new CatalogEntry<>(LineItemDao.class, CatalogEntry.Kind.DAO,
        List.of(LineItemMapper.INSTANCE.schema()),
        c -> new LineItemDao(c.connection(), c.options())));
    entries.add(new CatalogEntry<>(LineItemAsyncDao.class, CatalogEntry.Kind.ASYNC_DAO,
        List.of(LineItemMapper.INSTANCE.schema()),
        c -> new LineItemAsyncDao(c.asyncConnection(), c.executor(), c.options())));
    // golden.Member
    entries.add(new CatalogEntry<>(MemberDao.class, CatalogEntry.Kind.DAO,
        List.of(MemberMapper.INSTANCE.schema()),
        c -> new MemberDao(c.connection(), c.options())));
    entries.add(new CatalogEntry<>(MemberAsyncDao.class, CatalogEntry.Kind.ASYNC_DAO,
        List.of(MemberMapper.INSTANCE.schema()),
        c -> new MemberAsyncDao(c.asyncConnection(), c.executor(), c.options())));
    // golden.OrderHeader
    entries.add(new CatalogEntry<>(OrderHeaderDao.class, CatalogEntry.Kind.DAO,
        List.of(OrderHeaderMapper.INSTANCE.schema()),
        c -> new OrderHeaderDao(c.connection(), c.options())));
    entries.add(new CatalogEntry<>(OrderHeaderAsyncDao.class, CatalogEntry.Kind.ASYNC_DAO,
        List.of(OrderHeaderMapper.INSTANCE.schema()),
        c -> new OrderHeaderAsyncDao(c.asyncConnection(), c.executor(), c.options())));
    // golden.Profile
    entries.add(new CatalogEntry<>(ProfileDao.class, CatalogEntry.Kind.DAO,
        List.of(ProfileMapper.INSTANCE.schema()),
        c -> new ProfileDao(c.connection(), c.options())));
    entries.add(new CatalogEntry<>(ProfileAsyncDao.class, CatalogEntry.Kind.ASYNC_DAO,
        List.of(ProfileMapper.INSTANCE.schema()),
        c -> new ProfileAsyncDao(c.asyncConnection(), c.executor(), c.options())));
    // golden.Purchase
    entries.add(new CatalogEntry<>(PurchaseDao.class, CatalogEntry.Kind.DAO,
        List.of(PurchaseMapper.INSTANCE.schema()),
        c -> new PurchaseDao(c.connection(), c.options())));
    entries.add(new CatalogEntry<>(PurchaseAsyncDao.class, CatalogEntry.Kind.ASYNC_DAO,
        List.of(PurchaseMapper.INSTANCE.schema()),
        c -> new PurchaseAsyncDao(c.asyncConnection(), c.executor(), c.options())));
    // golden.Shop
    entries.add(new CatalogEntry<>(ShopDao.class, CatalogEntry.Kind.DAO,
        List.of(ShopMapper.INSTANCE.schema()),
        c -> new ShopDao(c.connection(), c.options())));
    entries.add(new CatalogEntry<>(ShopAsyncDao.class, CatalogEntry.Kind.ASYNC_DAO,
        List.of(ShopMapper.INSTANCE.schema()),
        c -> new ShopAsyncDao(c.asyncConnection(), c.executor(), c.options())));
    // golden.Ticket
    entries.add(new CatalogEntry<>(TicketDao.class, CatalogEntry.Kind.DAO,
        List.of(TicketMapper.INSTANCE.schema()),
        c -> new TicketDao(c.connection(), c.options())));
    entries.add(new CatalogEntry<>(TicketAsyncDao.class, CatalogEntry.Kind.ASYNC_DAO,
        List.of(TicketMapper.INSTANCE.schema()),
        c -> new TicketAsyncDao(c.asyncConnection(), c.executor(), c.options())));
    // golden.User
    entries.add(new CatalogEntry<>(UserDao.class, CatalogEntry.Kind.DAO,
        List.of(UserMapper.INSTANCE.schema()),
        c -> new UserDao(c.connection(), c.options())));
    entries.add(new CatalogEntry<>(UserAsyncDao.class, CatalogEntry.Kind.ASYNC_DAO,
        List.of(UserMapper.INSTANCE.schema()),
        c -> new UserAsyncDao(c.asyncConnection(), c.executor(), c.options())));
    // golden.OrderRow
    entries.add(new CatalogEntry<>(OrderRowDao.class, CatalogEntry.Kind.GROUP_DAO,
        List.of(OrderRowDao.GROUP.schema()),
        c -> new OrderRowDao(c.connection(), c.options())));
    entries.add(new CatalogEntry<>(OrderRowAsyncDao.class, CatalogEntry.Kind.ASYNC_GROUP_DAO,
        List.of(OrderRowAsyncDao.GROUP.schema()),
        c -> new OrderRowAsyncDao(c.asyncConnection(), c.executor(), c.options())));
    // golden.MemberRepository
    entries.add(new CatalogEntry<>(MemberRepository.class, CatalogEntry.Kind.REPOSITORY,
        List.of(MemberMapper.INSTANCE.schema()),
        c -> new MemberRepositoryImpl(c.connection(), c.options())));
    // golden.PurchaseRepository
    entries.add(new CatalogEntry<>(PurchaseRepository.class, CatalogEntry.Kind.REPOSITORY,
        List.of(PurchaseMapper.INSTANCE.schema()),
        c -> new PurchaseRepositoryImpl(c.connection(), c.options())));
    return List.copyOf(entries);
  }
}
