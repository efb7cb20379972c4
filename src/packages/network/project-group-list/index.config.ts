export default definePageConfig({
  navigationBarTitleText: '项目群聊',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
